import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SEARCH_DEBOUNCE_MS } from '@console/contract';
import { SearchSelect } from './search-select';

const noop = () => undefined;

describe('SearchSelect', () => {
  it('shows the name of a value chosen before that the first page does not list (an edit)', () => {
    render(
      <SearchSelect
        value={150}
        onChange={noop}
        options={[{ value: 1, label: 'Anchor 1' }]}
        loading={false}
        onTermChange={noop}
        valueLabel="Anchor 150"
        label="anchor"
        testId="anchor"
      />,
    );
    expect(screen.getByTestId('anchor').textContent).toContain('Anchor 150');
  });

  it('asks for the words typed, trimmed, once typing pauses', () => {
    vi.useFakeTimers();
    try {
      const terms: string[] = [];
      render(
        <SearchSelect
          value={0}
          onChange={noop}
          options={[]}
          loading={false}
          onTermChange={(term) => terms.push(term)}
          allLabel="All"
          label="room"
          testId="room"
        />,
      );
      expect(terms).toEqual(['']);
      const input = screen.getByLabelText('room');
      fireEvent.change(input, { target: { value: ' Ro' } });
      fireEvent.change(input, { target: { value: ' Room 7 ' } });
      act(() => {
        vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 10);
      });
      expect(terms).toEqual(['', 'Room 7']);
    } finally {
      vi.useRealTimers();
    }
  });
});
