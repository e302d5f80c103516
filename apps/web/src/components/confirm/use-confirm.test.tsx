import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useConfirm } from './use-confirm';

const answers: boolean[] = [];

function Asker() {
  const [dialogs, holder] = useConfirm();
  const ask = (title: string) => () =>
    void dialogs.confirm({ title, okText: 'OK', cancelText: 'No' }).then((yes) => answers.push(yes));
  return (
    <>
      {holder}
      <button onClick={ask('first')}>ask first</button>
      <button onClick={ask('second')}>ask second</button>
    </>
  );
}

// The dialog comes in a lazy chunk: on a loaded machine (the whole suite at once) it takes a while.
const WAIT = { timeout: 10_000 };

const dialogTitled = (title: string) =>
  waitFor(() => {
    const found = [...document.querySelectorAll('.ant-modal-confirm')].find((d) =>
      d.textContent?.includes(title),
    );
    if (!found) throw new Error(`no dialog titled ${title}`);
    return found as HTMLElement;
  }, WAIT);

describe('useConfirm', () => {
  it(
    'renders nothing until asked, then shows antd confirm dialogs in turn and passes on each answer',
    { timeout: 30_000 },
    async () => {
      const { container } = render(<Asker />);
      expect(document.querySelector('.ant-modal-confirm')).toBeNull();
      expect(container.querySelectorAll('button')).toHaveLength(2);

      fireEvent.click(screen.getByText('ask first'));
      const first = await dialogTitled('first');
      fireEvent.click(first.querySelector('.ant-btn-primary')!);
      await waitFor(() => expect(answers).toEqual([true]), WAIT);

      fireEvent.click(screen.getByText('ask second'));
      const second = await dialogTitled('second');
      fireEvent.click([...second.querySelectorAll('button')].find((b) => b.textContent?.includes('No'))!);
      await waitFor(() => expect(answers).toEqual([true, false]), WAIT);
    },
  );
});
