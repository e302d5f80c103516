// The gallery domain's message keys (decision 056): `Msg` joins them (src/messages.ts). Their texts are
// in `texts/<lang>.json`, which its server module and its web pages both load.

export const galleryMsg = {
  groupNameRequired: 'v.group_name_required',
  galleryType: 'v.gallery_type',
} as const;
