/** Reports only read: any sale, entry, cast or posting may change them, and they are refetched on each visit. */
export const reportsQueryKey = ['reports'] as const;
