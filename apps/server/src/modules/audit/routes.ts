import { auditEndpoints } from '@console/contract';
import { defineRoutes } from '../../plugins/endpoint-routes';
import { auditExport, auditList } from './service';

export const auditRoutes = defineRoutes(auditEndpoints, {
  auditList: ({ ctx, session, body }) => auditList(ctx, session, body),
  auditExport: ({ ctx, session, body, lang }) => auditExport(ctx, session, body, lang),
});
