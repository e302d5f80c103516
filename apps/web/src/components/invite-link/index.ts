export { InviteLink, type InviteLinkProps } from './invite-link';
