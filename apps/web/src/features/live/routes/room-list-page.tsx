import { useQueryClient } from '@tanstack/react-query';
import type { LiveRoom, liveEndpoints } from '@console/contract';
import { EntityListPage, useListPage, type ListFilters } from '@/components/list-page';
import { usePermission } from '@/lib/permission';
import { liveApi, liveQueries } from '../api';
import { LazyRoomFormModal } from '../components/lazy-parts';
import { useRoomColumns } from '../components/room-columns';
import { useEntityTexts } from '../components/use-entity-texts';

type Filters = ListFilters<typeof liveEndpoints.liveRooms>;
const ALL: Filters = { keyword: '', status: '' };

/**
 * `/live/room/list`: the merchant's Douyin live rooms (searched by name, room id or account, by
 * status), added and edited in a form, switched on and off after a confirmation; each links to
 * the goods it promotes.
 */
export function RoomListPage() {
  const client = useQueryClient();
  const list = useListPage({
    filters: ALL,
    query: (filters, page) => liveQueries.liveRooms({ ...filters, ...page }),
  });
  return (
    <EntityListPage<LiveRoom>
      testId="live-room"
      list={list}
      texts={useEntityTexts('rooms')}
      keywordMaxLength={64}
      canEdit={usePermission().can('edit')}
      useColumns={useRoomColumns}
      saveStatus={liveApi.liveRoomStatus}
      refresh={() => client.invalidateQueries({ queryKey: liveQueries.all() })}
      rowData={(room) => ({ 'data-room': room.room_id })}
      form={(room, props) => <LazyRoomFormModal room={room} {...props} />}
    />
  );
}
