/** The complaints domain's result codes and message keys (decision 056); the keys' texts: `texts/<lang>.json`. */
export const complaintsWords = {
  codes: {
    complaintTransition: 6004,
  },
  msg: {
    complaintStatus: 'v.complaint_status',
    complaintType: 'v.complaint_type',
    complaintNoteRequired: 'v.complaint_note_required',
  },
} as const;

/** The codes complaints may take, `[from, to]` inclusive: a new code of the domain goes inside (words.test.ts). */
export const complaintsCodeBlocks: readonly (readonly [number, number])[] = [[6004, 6009]];
