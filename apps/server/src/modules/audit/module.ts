import { defineModule } from '../module';
import { seedDemoAudit } from './demo';
import { auditExporter } from './exporters';
import { auditRoutes } from './routes';
import * as tables from './tables';
import enUS from './locales/en-US.json' with { type: 'json' };
import ptBR from './locales/pt-BR.json' with { type: 'json' };
import zhCN from './locales/zh-CN.json' with { type: 'json' };
import zhTW from './locales/zh-TW.json' with { type: 'json' };

/**
 * The audit trail (decision 054): every write, export and reveal of a signed-in member leaves a
 * record in the transaction of the write (`recorder.ts`, hooked into every audited route by
 * `plugins/endpoint-routes.ts`); the operation log reads and exports them. No purge: records are
 * kept for good, and the database refuses to change them.
 */
export const auditModule = defineModule({
  name: 'audit',
  routes: auditRoutes,
  tables,
  exporters: [auditExporter],
  demo: seedDemoAudit,
  locales: { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR },
});
