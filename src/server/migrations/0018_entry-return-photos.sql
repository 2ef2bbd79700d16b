-- A photo of each piece as it comes back from the bench (the return dialog's camera); the setting entries.returnPhotoRequired can require one.
ALTER TABLE "entry_pieces" ADD COLUMN "return_photos" text[] DEFAULT '{}'::text[] NOT NULL;
