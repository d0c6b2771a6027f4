import { memo, type RefObject } from 'react';
import { Badge } from '../../components/Badge';
import { kindIcons } from './icons';
import { RoomItem, RoomList, SidebarHeading } from './RoomsList.styles';
import { staffChatStrings as s } from './strings';
import type { StaffChatRoomItem } from './types';

interface RoomsListProps {
  headingId: string;
  rooms: readonly StaffChatRoomItem[];
  selectedRoomId: number | null;
  onOpen: (id: number) => void;
  listRef: RefObject<HTMLDivElement | null>;
}

/** The rooms, each with its kind and unread count; choosing one opens it. */
export const RoomsList = memo(function RoomsList({
  headingId,
  rooms,
  selectedRoomId,
  onOpen,
  listRef,
}: RoomsListProps) {
  return (
    <>
      <SidebarHeading id={headingId}>{s.roomsHeading}</SidebarHeading>
      <RoomList
        ref={listRef}
        aria-labelledby={headingId}
        selectionMode="single"
        selectedKeys={selectedRoomId === null ? [] : [selectedRoomId]}
        onSelectionChange={(keys) => {
          if (keys === 'all') return;
          const [key] = [...keys];
          // Choosing the selected room again "unselects" it: it opens again instead (after Back
          // on a phone), and stays selected (the selection is the prop's).
          const id = key === undefined ? selectedRoomId : Number(key);
          if (id !== null) onOpen(id);
        }}
        items={rooms}
      >
        {(r) => (
          <RoomItem
            id={r.id}
            textValue={r.name}
            data-room-id={String(r.id)}
            data-kind={r.kind}
            data-unread={r.unread > 0 ? '' : undefined}
          >
            {/* Screen readers get one phrase (`Harvest Table Austin, Store, 3 unread`); the
                visible name, kind and badge are hidden from them. */}
            <span data-part="kind-icon" aria-hidden="true">
              {kindIcons[r.kind]}
            </span>
            <span data-part="names" aria-hidden="true">
              <span data-part="name">{r.name}</span>
              {r.kind !== 'announcements' && <span data-part="kind">{s.kind[r.kind]}</span>}
            </span>
            {r.unread > 0 && (
              <Badge variant="accent" data-part="unread" aria-hidden="true">
                {r.unread}
              </Badge>
            )}
            <span data-visually-hidden="">{s.roomLabel(r.name, s.kind[r.kind], r.unread)}</span>
          </RoomItem>
        )}
      </RoomList>
    </>
  );
});
