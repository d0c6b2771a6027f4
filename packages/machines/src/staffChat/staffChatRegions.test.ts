import { describe, expect, it } from 'vitest';
import { type MachineGraph, replayPaths, shortestPathByState, shortestPathsReport } from '../testing';
import { staffChatChangeGraph } from './staffChatChange.graph';
import { staffChatOutboxGraph } from './staffChatOutbox.graph';
import { staffChatReceiptsGraph } from './staffChatReceipts.graph';
import { staffChatRoomGraph } from './staffChatRoom.graph';
import { staffChatSyncGraph } from './staffChatSync.graph';

/** Each region's child machine: every state reached, every transition taken, every path replayed live. */
function walk(graph: MachineGraph) {
  const { paths, unreachable, untaken } = shortestPathsReport(graph.machine, graph);
  expect(unreachable).toEqual([]);
  expect(untaken).toEqual([]);
  return paths;
}

describe("the staff chat's region machines", () => {
  it('the history: loads, fails and retries, pages older messages, and opens another room from any state', async () => {
    const paths = walk(staffChatRoomGraph);
    expect(shortestPathByState(staffChatRoomGraph.machine, paths)).toEqual({
      historyFailed: 'xstate.error.actor.loadRoom',
      idle: 'xstate.done.actor.loadRoom',
      loadingHistory: '',
      loadingOlder: 'xstate.done.actor.loadRoom -> room.loadOlder',
    });
    expect(await replayPaths(staffChatRoomGraph.machine, paths, { input: staffChatRoomGraph.input })).toBe(
      paths.reduce((n, p) => n + p.steps.length, 0),
    );
  });

  it('the outbox: idle until told to post, then answered or refused', async () => {
    const paths = walk(staffChatOutboxGraph);
    expect(shortestPathByState(staffChatOutboxGraph.machine, paths)).toEqual({
      idle: '',
      posting: 'outbox.post',
    });
    expect(
      await replayPaths(staffChatOutboxGraph.machine, paths, { input: staffChatOutboxGraph.input }),
    ).toBe(paths.reduce((n, p) => n + p.steps.length, 0));
  });

  it('edits and deletes: one at a time, each answered or refused', async () => {
    const paths = walk(staffChatChangeGraph);
    expect(shortestPathByState(staffChatChangeGraph.machine, paths)).toEqual({
      deleting: 'change.delete',
      idle: '',
      saving: 'change.save',
    });
    expect(
      await replayPaths(staffChatChangeGraph.machine, paths, { input: staffChatChangeGraph.input }),
    ).toBe(paths.reduce((n, p) => n + p.steps.length, 0));
  });

  it('receipts and the resync: a load each, answered or failed', async () => {
    for (const [graph, busy, command] of [
      [staffChatReceiptsGraph, 'loading', 'receipts.load'],
      [staffChatSyncGraph, 'syncing', 'sync.resync'],
    ] as const) {
      const paths = walk(graph);
      expect(shortestPathByState(graph.machine, paths)).toEqual({ idle: '', [busy]: command });
      expect(await replayPaths(graph.machine, paths, { input: graph.input })).toBe(
        paths.reduce((n, p) => n + p.steps.length, 0),
      );
    }
  });
});
