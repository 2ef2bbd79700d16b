import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A mutation that makes a document (a close sheet, an accept document): the
 * answer goes into the document's own query, so its page opens without asking
 * again, and the queries the document changes (`changed`) are asked again.
 */
export function useDocumentMutation<Input, Document>(
  post: (input: Input) => Promise<Document>,
  documentKeyOf: (document: Document) => QueryKey,
  changed: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: post,
    onSuccess: (document) => {
      queryClient.setQueryData(documentKeyOf(document), document);
      return Promise.all(changed.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
