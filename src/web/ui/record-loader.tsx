import { Center, Loader } from '@mantine/core';
import { IconFileUnknown } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CenteredMessage } from '../shell/centered-message';
import { isApiError } from '../shell/http';

export interface RecordLoaderProps<R> {
  /** The query of the record the page's `{id}` names. */
  query: { data: R | undefined; error: unknown; isPending: boolean };
  /** Already translated: the title when there is no such record (404, or an id the server refuses). */
  notFound: string;
  /** Already translated: the title when it could not be read. */
  loadFailed: string;
  /** The way back to the list, a button. */
  back: ReactNode;
  children: (record: R) => ReactNode;
}

/** The record a page names by its `{id}`: a loader while it comes, a clear message when there is none. */
export function RecordLoader<R>({ query, notFound, loadFailed, back, children }: RecordLoaderProps<R>) {
  const { data, error, isPending } = query;
  if (isPending)
    return (
      <Center mih="40dvh">
        <Loader color="gold" type="dots" />
      </Center>
    );
  if (data === undefined) {
    const missing = isApiError(error) && (error.status === 404 || error.status === 400);
    return <CenteredMessage icon={<IconFileUnknown size={36} />} title={missing ? notFound : loadFailed} actions={back} />;
  }
  return children(data);
}
