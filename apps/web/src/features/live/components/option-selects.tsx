import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SearchSelect, type SearchSelectProps } from '@/components/search-select';
import { liveQueries } from '../api';

/** One page of the largest size a list gives; typing searches the rest by name on the server. */
const OPTIONS_PAGE = { page: 1, page_size: 100, keyword: '', status: '' } as const;

type OptionSelectProps = Omit<SearchSelectProps, 'options' | 'loading' | 'onTermChange'>;

/** The merchant's live rooms, newest first, the first page (the room goods page's default room). */
export const useAllRooms = () => useQuery({ ...liveQueries.liveRooms(OPTIONS_PAGE), staleTime: 30_000 });

/** One of the merchant's live rooms (by name), for a filter or a form. */
export function RoomSelect(props: OptionSelectProps) {
  const [keyword, setKeyword] = useState('');
  const rooms = useQuery({
    ...liveQueries.liveRooms({ ...OPTIONS_PAGE, keyword }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const options = (rooms.data?.list ?? []).map((room) => ({ value: room.id, label: room.name }));
  return <SearchSelect {...props} options={options} loading={rooms.isFetching} onTermChange={setKeyword} />;
}

/** One of the merchant's anchors (by name), for a filter or a form. */
export function AnchorSelect(props: OptionSelectProps) {
  const [keyword, setKeyword] = useState('');
  const anchors = useQuery({
    ...liveQueries.liveAnchors({ ...OPTIONS_PAGE, keyword }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const options = (anchors.data?.list ?? []).map((anchor) => ({ value: anchor.id, label: anchor.name }));
  return <SearchSelect {...props} options={options} loading={anchors.isFetching} onTermChange={setKeyword} />;
}
