/**
 * The counter's keys (issue 19: every action has a key, shown on its button). Function keys, because
 * a scanner types letters, digits and Enter into the focused field, and none of these is the browser's
 * own (F1 help, F5 reload, F11 full screen, F12 tools are left alone).
 */
export const posKeys = {
  scan: 'F2',
  customer: 'F3',
  oldGold: 'F4',
  rate: 'F6',
  tender: 'F7',
  charge: 'F8',
  newSale: 'F9',
} as const;

export type PosAction = keyof typeof posKeys;
