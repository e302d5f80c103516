import { useState, type ReactNode } from 'react';
import { Button, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { LIVE_SWITCHES, type LiveSwitch } from '@console/contract';
import { useConfirm } from '@/components/confirm';
import { toast } from '@/lib/toast';
import { KeywordSearch } from './keyword-search';
import { ListActions, ListPage } from './list-page';
import { ListTable } from './list-table';
import { StatusSelect } from './status-select';
import type { ListPageState } from './use-list-page';
import { useStatusSwitch, type Switchable, type SwitchTexts } from './use-status-switch';

/** The texts of an entity list, in its page's namespace. */
export interface EntityTexts extends SwitchTexts {
  keyword: string;
  add: string;
  empty: string;
  /** "N rooms" under the table. */
  total: (count: number) => string;
  /** The toast after a save. */
  saved: (name: string) => string;
  statusAll: string;
  statusFilter: string;
  status: (status: LiveSwitch) => string;
}

/** The list's state as `useListPage` makes it under a keyword and a status. */
export interface EntityListState<Row> extends ListPageState<Row> {
  filters: { keyword: string; status: LiveSwitch | '' };
  setFilters: (change: { keyword?: string; status?: LiveSwitch | '' }) => void;
  reset: () => void;
}

/** What the columns' hook is given: the row actions' handlers. */
export interface EntityColumnsOptions<Row> {
  canEdit: boolean;
  /** The row whose switch is being saved. */
  switching: number | null;
  onEdit: (row: Row) => void;
  onSwitch: (row: Row) => void;
}

/** What the add/edit form is given. */
export interface EntityFormProps<Row> {
  onClose: () => void;
  onSaved: (row: Row) => void;
}

export interface EntityListPageProps<Row extends Switchable> {
  /** The test ids' stem: `-page`, `-keyword`, `-status-filter`, `-add`, `-table`, `-row`, `-confirm`. */
  testId: string;
  list: EntityListState<Row>;
  texts: EntityTexts;
  keywordMaxLength?: number;
  canEdit: boolean;
  useColumns: (options: EntityColumnsOptions<Row>) => TableColumnsType<Row>;
  /** The status call of a row. */
  saveStatus: (payload: { id: number; status: LiveSwitch }) => Promise<unknown>;
  /** Reads the list (and what shows the rows elsewhere) again after a change. */
  refresh: () => Promise<unknown>;
  /** The `data-*` attributes of a row, besides its test id (what a test finds it by). */
  rowData: (row: Row) => Record<`data-${string}`, string>;
  /** The add (`row` null) or edit form, a modal. */
  form: (row: Row | null, props: EntityFormProps<Row>) => ReactNode;
}

/**
 * A list of things the merchant keeps (live rooms, anchors): searched by keyword and status, added
 * and edited in a form, switched on and off after a confirmation.
 */
export function EntityListPage<Row extends Switchable>(props: EntityListPageProps<Row>) {
  const { testId, list, texts, canEdit, useColumns, refresh } = props;
  const { filters, setFilters } = list;
  const [dialogs, holder] = useConfirm();
  // null: the form is closed; 'new' adds one.
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const { switching, askSwitch } = useStatusSwitch({
    dialogs,
    texts,
    save: props.saveStatus,
    refresh,
    confirmTestId: `${testId}-confirm`,
  });
  const columns = useColumns({ canEdit, switching, onEdit: setEditing, onSwitch: askSwitch });
  return (
    <ListPage
      testId={`${testId}-page`}
      onReset={list.reset}
      toolbar={
        <>
          {holder}
          <KeywordSearch
            keyword={filters.keyword}
            onSearch={(keyword) => setFilters({ keyword })}
            label={texts.keyword}
            maxLength={props.keywordMaxLength}
            testId={`${testId}-keyword`}
          />
          <StatusSelect
            value={filters.status}
            onChange={(status) => setFilters({ status })}
            values={LIVE_SWITCHES}
            optionLabel={texts.status}
            allLabel={texts.statusAll}
            label={texts.statusFilter}
            testId={`${testId}-status-filter`}
          />
          {canEdit && (
            <ListActions>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setEditing('new')}
                data-testid={`${testId}-add`}
              >
                {texts.add}
              </Button>
            </ListActions>
          )}
        </>
      }
    >
      <ListTable<Row>
        list={list}
        rowKey="id"
        columns={columns}
        locale={{ emptyText: texts.empty }}
        totalText={texts.total}
        rowTestId={`${testId}-row`}
        rowData={props.rowData}
        testId={`${testId}-table`}
      />
      {editing &&
        props.form(editing === 'new' ? null : editing, {
          onClose: () => setEditing(null),
          onSaved: (row) => {
            setEditing(null);
            toast().success(texts.saved(row.name));
            void refresh();
          },
        })}
    </ListPage>
  );
}
