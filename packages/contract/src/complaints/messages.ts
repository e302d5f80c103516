// The complaints domain's message keys (decision 056): `Msg` joins them (src/messages.ts). Their texts are
// in `texts/<lang>.json`, which its server module and its web pages both load.

export const complaintsMsg = {
  complaintStatus: 'v.complaint_status',
  complaintType: 'v.complaint_type',
  complaintNoteRequired: 'v.complaint_note_required',
} as const;
