import type { ReactNode } from 'react';
import { Button, Popover } from 'antd';
import styles from './header-popover.module.css';

export interface HeaderPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The popover's heading: its title on the left, its links on the right. */
  title: ReactNode;
  links: ReactNode;
  /** Rendered only while open, so what it shows is fetched fresh each time. */
  content: () => ReactNode;
  /** The header button: its icon (and badge), its accessible name and test id. */
  icon: ReactNode;
  label: string;
  testId: string;
}

/**
 * A button of the header that opens a popover (the notice bell, the task list): the button, the
 * popover's heading and its width, spanning the screen on phones.
 */
export function HeaderPopover({
  open,
  onOpenChange,
  title,
  links,
  content,
  icon,
  label,
  testId,
}: HeaderPopoverProps) {
  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      trigger="click"
      placement="bottomRight"
      title={
        <div className={styles.head}>
          <span>{title}</span>
          {links}
        </div>
      }
      content={open && content()}
      classNames={{ root: styles.popover }}
      destroyOnHidden
    >
      <Button type="text" className={styles.trigger} aria-label={label} data-testid={testId}>
        {icon}
      </Button>
    </Popover>
  );
}

/** The size of a header button's icon. */
export const headerIconClass = styles.icon;
