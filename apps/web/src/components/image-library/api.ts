import { galleryEndpoints as E } from '@console/contract';
import { callers } from '@/lib/http';
import { domainQueries } from '@/lib/queries';

/** The image library's calls, typed by the contract's endpoint table. */
export const libraryApi = {
  ...callers(E, [
    /** A page of the library, by group (-1 all) and file-name keyword. */
    'imageList',
    /** The merchant's own groups (not the special -1 and 0). */
    'groupList',
    /** Adds a group when `id` is empty, else renames it. */
    'saveGroup',
    /** Its images move to ungrouped on the server. */
    'deleteGroup',
    /** All or none (one foreign id and nothing changes). */
    'deleteImages',
    /** `ids` as a comma list; all or none. */
    'moveImages',
  ]),
};

const q = domainQueries('gallery');

/** Query keys of the library: the modal and the page share them, so one's change shows in the other. */
export const libraryKeys = {
  images: (type: number) => q.key('imageList', type),
  groups: (type: number) => q.key('groupList', type),
};

export interface ImagePageQuery {
  groupId: number;
  page: number;
  pageSize: number;
  keyword: string;
}
