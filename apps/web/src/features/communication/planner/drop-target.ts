import { useState, type DragEvent } from 'react';

/**
 * HTML5 drop-target handlers for a calendar cell: it accepts a drop only while a movable item
 * is being dragged, and highlights while one is over it.
 */
export function useDropTarget(active: boolean, onDrop: () => void) {
  const [over, setOver] = useState(false);
  const allow = (event: DragEvent) => {
    if (!active) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
  };
  return {
    over: active && over,
    handlers: {
      onDragOver: allow,
      onDragEnter: (event: DragEvent) => {
        allow(event);
        if (active) setOver(true);
      },
      onDragLeave: (event: DragEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      },
      onDrop: (event: DragEvent) => {
        setOver(false);
        if (!active) return;
        event.preventDefault();
        onDrop();
      },
    },
  };
}
