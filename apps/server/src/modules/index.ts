import type { ServerModule } from './module';
import { healthModule } from './health/module';
import { authModule } from './auth/module';
import { teamModule } from './team/module';
import { navigationModule } from './navigation/module';
import { noticesModule } from './notices/module';
import { tasksModule } from './tasks/module';
import { dashboardModule } from './dashboard/module';
import { galleryModule } from './gallery/module';
import { accountModule } from './account/module';
import { moneyModule } from './money/module';
import { goodsModule } from './goods/module';
import { areaModule } from './area/module';
import { transferModule } from './transfer/module';
import { agentsModule } from './agents/module';
import { ordersModule } from './orders/module';
import { captureModule } from './capture/module';
import { liveModule } from './live/module';
import { complaintsModule } from './complaints/module';
import { storeModule } from './store/module';
import { topupModule } from './topup/module';
import { statisticsModule } from './statistics/module';
import { securityModule } from './security/module';
import { auditModule } from './audit/module';
import { referenceModule } from './reference/module';

/**
 * The server's domains, one line each. The app registers their routes, exporters, importers,
 * queues, simulators and texts; the configuration reads their settings; the demo seed runs their
 * steps in this order (accounts first: the others' demo data belongs to them).
 */
export const MODULES: readonly ServerModule[] = [
  healthModule,
  authModule,
  teamModule,
  navigationModule,
  noticesModule,
  tasksModule,
  dashboardModule,
  galleryModule,
  accountModule,
  moneyModule,
  goodsModule,
  areaModule,
  transferModule,
  // Before orders: the demo agents' prices decide how the demo orders' commissions split.
  agentsModule,
  ordersModule,
  // After orders: captured platform orders become orders; the demo maps to the demo goods.
  captureModule,
  // After capture: its live rooms' orders are captured orders.
  liveModule,
  complaintsModule,
  storeModule,
  // After money: batches are charged to the balance.
  topupModule,
  statisticsModule,
  securityModule,
  // Last: its demo history is about what the others' demo data holds.
  auditModule,
  referenceModule,
];
