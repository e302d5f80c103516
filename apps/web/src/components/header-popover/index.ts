export { HeaderPopover, headerIconClass, type HeaderPopoverProps } from './header-popover';
export { PopoverPages, type PopoverPagesProps } from './popover-pages';
