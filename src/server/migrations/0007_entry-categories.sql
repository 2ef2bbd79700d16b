CREATE TABLE "entry_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_kh" text NOT NULL,
	"name_en" text NOT NULL,
	"allowed_loss_permille" integer DEFAULT 0 NOT NULL,
	"strict_stone_photo" boolean DEFAULT false NOT NULL,
	"strict_assembly_photo" boolean DEFAULT false NOT NULL,
	"strict_return_weight" boolean DEFAULT false NOT NULL,
	"material_strict" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entry_categories_code_unique" UNIQUE("code"),
	CONSTRAINT "entry_categories_allowed_loss_permille" CHECK ("entry_categories"."allowed_loss_permille" BETWEEN 0 AND 1000)
);
