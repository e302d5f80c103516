import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ImageGroup } from '@console/contract';
import { libraryApi, libraryKeys, type ImagePageQuery } from './api';

const NO_GROUPS: ImageGroup[] = [];

/** The merchant's own groups of a library type. */
export function useGroups(type: number) {
  const { data, isFetching } = useQuery({
    queryKey: libraryKeys.groups(type),
    queryFn: async ({ signal }) => (await libraryApi.groupList({ type }, { signal })).list,
    staleTime: 0,
  });
  return { groups: data ?? NO_GROUPS, loading: isFetching && !data };
}

/** A page of images; the previous page stays on screen while the next one loads. */
export function useImagePage(type: number, q: ImagePageQuery) {
  return useQuery({
    queryKey: [...libraryKeys.images(type), q],
    queryFn: ({ signal }) =>
      libraryApi.imageList(
        { type, group_id: q.groupId, page: q.page, page_size: q.pageSize, keyword: q.keyword },
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Refetches what a change may have touched: the images, and the groups when asked. */
export function useRefreshLibrary(type: number) {
  const client = useQueryClient();
  return useCallback(
    async (groups = false) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: libraryKeys.images(type) }),
        groups ? client.invalidateQueries({ queryKey: libraryKeys.groups(type) }) : null,
      ]);
    },
    [client, type],
  );
}
