/** Every stones query starts here: a lot received, split, adjusted, prepared, set or sold refreshes them all. */
export const stonesQueryKey = ['stones'] as const;
export const sizeChartQueryKey = [...stonesQueryKey, 'size-chart'] as const;
export const lotsQueryKey = [...stonesQueryKey, 'lots'] as const;
export const preparationsQueryKey = [...stonesQueryKey, 'preparations'] as const;
export const gemReportsQueryKey = [...stonesQueryKey, 'gem-reports'] as const;
