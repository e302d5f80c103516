import { useCallback, useMemo, useRef, useState } from 'react';
import { Button, Input, Modal, Pagination, Spin } from 'antd';
import { DeleteOutlined, DragOutlined, SearchOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  GALLERY_PAGE_SIZE,
  GALLERY_PAGE_SIZE_OPTIONS,
  GROUP_ALL,
  GalleryType,
  galleryEndpoints as E,
  SEARCH_DEBOUNCE_MS,
  type GalleryImage,
  type GalleryTypeValue,
} from '@console/contract';
import { useCanCall } from '@/lib/permission';
import { toast } from '@/lib/toast';
import { libraryApi } from './api';
import { GroupList } from './group-list';
import { ImageGrid } from './image-grid';
import { MoveModal } from './move-modal';
import { toggle, type PickedImage, type Refusal, type SelectionLimits } from './selection';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useGroups, useImagePage, useRefreshLibrary } from './use-library';
import { useLibraryUpload } from './use-library-upload';
import styles from './library.module.css';

/** What the library accepts from its files input; the server checks the content. */
const UPLOAD_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

export interface ImageLibraryProps extends SelectionLimits {
  /** Library type: 1 images (default), 2 complaint attachments. */
  type?: GalleryTypeValue;
  /** The selection (controlled), kept across pages and groups. */
  selected: readonly PickedImage[];
  onSelectedChange: (images: PickedImage[]) => void;
  /** `data-testid` of the root (default `image-library`). */
  testId?: string;
}

/**
 * The image library: groups on the side, a searchable, paged grid of thumbnails, uploads into the
 * group on screen, and move and delete of the selected images. Used by the library modal (with
 * the caller's selection limits) and by the library page (without).
 */
export function ImageLibrary(props: ImageLibraryProps) {
  const { type = GalleryType.images, selected, onSelectedChange, testId = 'image-library' } = props;
  const { types, maxSizeMb, maxCount } = props;
  const limits = useMemo(() => ({ types, maxSizeMb, maxCount }), [types, maxSizeMb, maxCount]);
  const { t } = useTranslation('gallery');
  const [modal, modalHolder] = Modal.useModal();
  const [groupId, setGroupId] = useState(GROUP_ALL);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(GALLERY_PAGE_SIZE);
  const [search, setSearch] = useState('');
  const keyword = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [moving, setMoving] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  // A staff member's role may only look (customer service adds, never deletes).
  const canUpload = useCanCall(E.uploadImages);
  const canMove = useCanCall(E.moveImages);
  const canDelete = useCanCall(E.deleteImages);

  const { groups } = useGroups(type);
  const { data, isFetching, isPlaceholderData } = useImagePage(type, { groupId, page, pageSize, keyword });
  const refresh = useRefreshLibrary(type);
  const images = data?.list ?? [];
  const total = data?.total ?? 0;
  const selectedIds = useMemo(() => selected.map((s) => s.id), [selected]);

  // A delete or a move can empty the last page: go back to the last one that has images
  // (adjusted while rendering: the page shown follows from the answer).
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  if (data && !isPlaceholderData && data.list.length === 0 && page > lastPage) setPage(lastPage);

  const onStored = useCallback(async () => {
    setPage(1);
    await refresh();
  }, [refresh]);
  const { upload, uploading } = useLibraryUpload(type, groupId, onStored);

  const refusalText = (refusal: Refusal) =>
    refusal.reason === 'type'
      ? t('library.type_unavailable')
      : refusal.reason === 'size'
        ? t('library.size_exceeded', { mb: refusal.mb })
        : t('library.max_count', { max: refusal.max, count: refusal.max });

  const onToggle = (image: GalleryImage) => {
    const result = toggle(selected, image, limits);
    if ('refusal' in result) toast().warning(refusalText(result.refusal));
    else onSelectedChange(result.selected);
  };

  const selectGroup = (id: number) => {
    setGroupId(id);
    setPage(1);
  };

  const startMove = () => {
    if (selected.length === 0) toast().warning(t('library.select_to_move'));
    else setMoving(true);
  };

  const move = async (target: number) => {
    await libraryApi.moveImages({ ids: selectedIds.join(','), group_id: target, type });
    toast().success(t('library.moved'));
    onSelectedChange([]);
    await refresh();
  };

  const confirmDelete = () => {
    if (selected.length === 0) {
      toast().warning(t('library.select_to_delete'));
      return;
    }
    void modal.confirm({
      title: t('library.delete_title'),
      content: t('library.delete_confirm', { n: selected.length }),
      okText: t('library.ok'),
      cancelText: t('library.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await libraryApi.deleteImages({ ids: selectedIds.join(','), type });
        } catch {
          return; // the http client has shown why
        }
        toast().success(t('library.deleted'));
        onSelectedChange([]);
        await refresh();
      },
    });
  };

  return (
    <div className={styles.root} data-testid={testId}>
      <div className={styles.library}>
        <GroupList type={type} groups={groups} current={groupId} onSelect={selectGroup} />
        <section className={styles.main}>
          <div className={styles.toolbar}>
            <Input
              className={styles.search}
              prefix={<SearchOutlined />}
              placeholder={t('library.search_placeholder')}
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(1);
              }}
              allowClear
              maxLength={100}
              data-testid="library-search"
            />
            {canUpload && (
              <>
                <Button
                  type="primary"
                  icon={<UploadOutlined />}
                  loading={uploading}
                  onClick={() => fileInput.current?.click()}
                  data-testid="library-upload"
                >
                  {t('library.upload')}
                </Button>
                <input
                  ref={fileInput}
                  type="file"
                  accept={UPLOAD_ACCEPT}
                  multiple
                  hidden
                  onChange={(e) => {
                    const files = [...(e.target.files ?? [])];
                    e.target.value = ''; // the same file may be picked again
                    if (files.length > 0) void upload(files);
                  }}
                  data-testid="library-upload-input"
                />
              </>
            )}
            {canMove && (
              <Button icon={<DragOutlined />} onClick={startMove} data-testid="library-move">
                {t('library.move')}
              </Button>
            )}
            {canDelete && (
              <Button danger icon={<DeleteOutlined />} onClick={confirmDelete} data-testid="library-delete">
                {t('library.delete')}
              </Button>
            )}
            <span
              className={styles.selection}
              data-testid="library-selected-count"
              data-count={selected.length}
            >
              {t('library.selected', { n: selected.length })}
              {selected.length > 0 && (
                <Button
                  type="link"
                  size="small"
                  onClick={() => onSelectedChange([])}
                  data-testid="library-clear"
                >
                  {t('library.clear_selection')}
                </Button>
              )}
            </span>
          </div>
          <Spin spinning={isFetching && !data}>
            <ImageGrid images={images} selectedIds={selectedIds} onToggle={onToggle} />
          </Spin>
          <Pagination
            className={styles.pagination}
            size="small"
            current={page}
            pageSize={pageSize}
            total={total}
            showSizeChanger
            pageSizeOptions={[...GALLERY_PAGE_SIZE_OPTIONS]}
            showTotal={(n) => t('library.total', { n, count: n })}
            onChange={(next, size) => {
              setPage(size === pageSize ? next : 1);
              setPageSize(size);
            }}
            hideOnSinglePage={false}
            data-testid="library-pagination"
          />
        </section>
      </div>
      <MoveModal
        open={moving}
        count={selected.length}
        groups={groups}
        current={groupId}
        onSubmit={move}
        onClose={() => setMoving(false)}
      />
      {modalHolder}
    </div>
  );
}
