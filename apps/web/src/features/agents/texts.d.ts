import type agents from './locales/zh-CN/agents.json';
import type agentsDetail from './locales/zh-CN/agents-detail.json';

// The feature's texts join the typed namespaces (lib/i18n-types.d.ts).
declare module '@/lib/i18n-types' {
  interface Namespaces {
    agents: typeof agents;
    'agents-detail': typeof agentsDetail;
  }
}
