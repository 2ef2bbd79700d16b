import { Center, Loader } from '@mantine/core';

/** Shown only when a page takes over a second; the loading bar covers shorter waits. */
export function PendingPage() {
  return (
    <Center mih="40dvh">
      <Loader color="gold" type="dots" />
    </Center>
  );
}
