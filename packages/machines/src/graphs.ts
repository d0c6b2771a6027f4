// `@store-ops/machines/graph`: every machine's traversal (`<machine>.graph.ts`, the one its own test
// walks) and what `xstate/graph` finds reachable with it. The QA coverage check
// (packages/app/src/stories/qaCoverage.test.ts) asks each reachable state of a QA story.
import { adminGridGraph } from './adminGrid/adminGrid.graph';
import { auditLogGraph } from './auditLog/auditLog.graph';
import { blogEditorGraph } from './blog/blogEditor.graph';
import { chatGraph } from './chat/chat.graph';
import { contextGraph } from './context/context.graph';
import { csvDataGraph } from './csvData/csvData.graph';
import { dashboardGraph } from './dashboard/dashboard.graph';
import { dataImportGraph } from './dataImport/dataImport.graph';
import { demoChatGraph } from './demoChat/demoChat.graph';
import { impersonationGraph } from './impersonation/impersonation.graph';
import { mfaSettingsGraph } from './mfaSettings/mfaSettings.graph';
import { passwordChangeGraph } from './passwordChange/passwordChange.graph';
import { promptsGraph } from './prompts/prompts.graph';
import { reportCustomizerGraph } from './reportCustomizer/reportCustomizer.graph';
import { selectionGraph } from './selection/selection.graph';
import { servicesLoaderGraph } from './servicesLoader/servicesLoader.graph';
import { sessionGraph } from './session/session.graph';
import { staffChatGraph } from './staffChat/staffChat.graph';
import { staffChatChangeGraph } from './staffChat/staffChatChange.graph';
import { staffChatConnectionGraph } from './staffChat/staffChatConnection.graph';
import { staffChatOutboxGraph } from './staffChat/staffChatOutbox.graph';
import { staffChatReceiptsGraph } from './staffChat/staffChatReceipts.graph';
import { staffChatRoomGraph } from './staffChat/staffChatRoom.graph';
import { staffChatSyncGraph } from './staffChat/staffChatSync.graph';
import { type MachineGraph, shortestPathsReport } from './testing/graph';
import { themeGraph } from './theme/theme.graph';

export type { MachineGraph } from './testing/graph';
export { activeStateIds, allStateIds, describePath, shortestPathsReport } from './testing/graph';

/** Every machine of the package with its traversal, by machine id order. */
export const machineGraphs: readonly MachineGraph[] = [
  adminGridGraph,
  auditLogGraph,
  blogEditorGraph,
  chatGraph,
  contextGraph,
  csvDataGraph,
  dashboardGraph,
  dataImportGraph,
  demoChatGraph,
  impersonationGraph,
  mfaSettingsGraph,
  passwordChangeGraph,
  promptsGraph,
  reportCustomizerGraph,
  selectionGraph,
  servicesLoaderGraph,
  sessionGraph,
  staffChatGraph,
  staffChatChangeGraph,
  staffChatConnectionGraph,
  staffChatOutboxGraph,
  staffChatReceiptsGraph,
  staffChatRoomGraph,
  staffChatSyncGraph,
  themeGraph,
];

/** The state ids `xstate/graph` reaches with the machine's traversal (`theme.brand.ready`), sorted. */
export function reachableStateIds(graph: MachineGraph): string[] {
  return [...shortestPathsReport(graph.machine, graph).reached].sort();
}
