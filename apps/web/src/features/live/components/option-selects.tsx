import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { liveQueries } from '../api';

/** The most rooms or anchors one call gives: a merchant's are a handful, all on one page. */
const OPTIONS_PAGE = { page: 1, page_size: 100, keyword: '', status: '' } as const;

interface OptionSelectProps {
  /** The chosen id; 0 is "all" when `allLabel` is given, else nothing chosen. */
  value: number;
  onChange: (id: number) => void;
  /** The first option, "all" (0); none in a form, where one must be chosen. */
  allLabel?: string;
  /** Its accessible name. */
  label: string;
  placeholder?: string;
  className?: string;
  testId: string;
}

function OptionSelect(
  props: OptionSelectProps & { options: { value: number; label: string }[]; loading: boolean },
) {
  const { value, onChange, allLabel, label, placeholder, className, testId, options, loading } = props;
  return (
    <Select<number>
      className={className}
      value={allLabel !== undefined || value > 0 ? value : undefined}
      onChange={onChange}
      options={allLabel !== undefined ? [{ value: 0, label: allLabel }, ...options] : options}
      loading={loading}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={placeholder}
      aria-label={label}
      data-testid={testId}
    />
  );
}

/** All the merchant's live rooms, newest first (the selects' and the room goods page's). */
export const useAllRooms = () => useQuery({ ...liveQueries.listRooms(OPTIONS_PAGE), staleTime: 30_000 });

/** One of the merchant's live rooms (by name), for a filter or a form. */
export function RoomSelect(props: OptionSelectProps) {
  const rooms = useAllRooms();
  const options = (rooms.data?.list ?? []).map((room) => ({ value: room.id, label: room.name }));
  return <OptionSelect {...props} options={options} loading={rooms.isFetching} />;
}

/** One of the merchant's anchors (by name), for a filter or a form. */
export function AnchorSelect(props: OptionSelectProps) {
  const anchors = useQuery({ ...liveQueries.listAnchors(OPTIONS_PAGE), staleTime: 30_000 });
  const options = (anchors.data?.list ?? []).map((anchor) => ({ value: anchor.id, label: anchor.name }));
  return <OptionSelect {...props} options={options} loading={anchors.isFetching} />;
}
