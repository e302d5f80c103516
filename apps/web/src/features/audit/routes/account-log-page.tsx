import { useTranslation } from 'react-i18next';
import type { AuditRecord } from '@console/contract';
import { ExportButton, ListActions, ListPage, ListTable, useListPage } from '@/components/list-page';
import { auditApi, auditQueries } from '../api';
import { LogFilterForm } from '../components/log-filters';
import { useLogColumns } from '../components/log-columns';
import { NO_FILTERS } from '../model/filters';

/**
 * `/account/log`: what the team did (every write, export and reveal, refused and failed calls
 * too). The owner reads everyone's records; a staff member's list holds only their own (the server
 * narrows it whatever the filter says). Every member may export what they may read.
 */
export function AccountLogPage() {
  const { t } = useTranslation('audit');
  const list = useListPage({
    filters: NO_FILTERS,
    query: (filters, page) => auditQueries.auditList({ ...filters, ...page }),
  });
  const columns = useLogColumns();
  return (
    <ListPage
      testId="audit-page"
      header={
        <LogFilterForm
          value={list.filters}
          people={list.result.data?.people ?? []}
          onChange={list.setFilters}
          onReset={list.reset}
        />
      }
      toolbar={
        <ListActions>
          <ExportButton
            query={list.filters}
            total={list.total}
            taskName={t('title')}
            onExport={(payload) => auditApi.auditExport(payload)}
            label={t('export')}
            testId="audit-export"
          />
        </ListActions>
      }
    >
      <ListTable<AuditRecord>
        list={list}
        rowKey="id"
        columns={columns}
        totalText={(count) => t('total', { count })}
        rowTestId="audit-row"
        rowData={(row) => ({ 'data-id': row.id })}
        testId="audit-table"
      />
    </ListPage>
  );
}
