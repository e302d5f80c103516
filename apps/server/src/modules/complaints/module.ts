import { complaintsTexts } from '@console/contract/complaints/texts';
import { joinTexts } from '../../lib/i18n';
import { defineModule } from '../module';
import { complaintConfig } from './config';
import { seedDemoComplaints } from './demo';
import { complaintRoutes } from './routes';
import { startComplaintSimulator } from './simulator';
import * as tables from './tables';
import enUS from './locales/en-US.json' with { type: 'json' };
import ptBR from './locales/pt-BR.json' with { type: 'json' };
import zhCN from './locales/zh-CN.json' with { type: 'json' };
import zhTW from './locales/zh-TW.json' with { type: 'json' };

/** Complaint work orders forwarded by the partner. */
export const complaintsModule = defineModule({
  name: 'complaints',
  routes: complaintRoutes,
  tables,
  // The demo partner forwarding a complaint now and then.
  simulators: [{ flag: 'COMPLAINT_SIMULATOR', start: startComplaintSimulator }],
  // About the demo orders, for the merchants that show work orders.
  demo: (seed) =>
    seedDemoComplaints(seed.db, seed.storage, seed.dataKey, seed.merchants, seed).then(() => undefined),
  config: complaintConfig,
  // Its own texts, and its message keys' from the contract (the web's pages load that file too).
  locales: joinTexts({ 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR }, complaintsTexts),
});
