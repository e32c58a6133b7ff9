import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Menu, MenuItem, MenuTrigger, MenuWrapper } from './DropdownMenuButton.styles';

export interface DropdownMenuItem {
  id: string;
  label: string;
  onSelect: () => void;
}

export interface DropdownMenuButtonProps {
  /** Accessible name of the button (the visible content may be only an icon). */
  label: string;
  items: readonly DropdownMenuItem[];
  /** Visible content of the button; the label is shown when absent. */
  children?: ReactNode;
  /** Opens the menu above the button, for a button at the bottom of the screen. */
  placement?: 'below' | 'above';
  className?: string;
}

/**
 * A menu button per the WAI-ARIA pattern: Enter, Space or the arrow keys open it, the arrow keys,
 * Home and End move between items, Escape closes it, and focus returns to the button.
 */
export function DropdownMenuButton({
  label,
  items,
  children,
  placement = 'below',
  className,
}: DropdownMenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const wrapperRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (wrapperRef.current && !wrapperRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function openAt(index: number) {
    setActive(index);
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function select(item: DropdownMenuItem) {
    close(true);
    item.onSelect();
  }

  function handleButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  }

  function handleMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active >= last ? 0 : active + 1,
      ArrowUp: active <= 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setActive(next);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  }

  return (
    <MenuWrapper ref={wrapperRef} className={className}>
      <MenuTrigger
        ref={buttonRef}
        type="button"
        aria-label={children ? label : undefined}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={handleButtonKeyDown}
      >
        {children ?? label}
      </MenuTrigger>
      {open && (
        <Menu id={menuId} role="menu" aria-label={label} $placement={placement} onKeyDown={handleMenuKeyDown}>
          {items.map((item, index) => (
            <MenuItem
              key={item.id}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={index === active ? 0 : -1}
              onClick={() => select(item)}
            >
              {item.label}
            </MenuItem>
          ))}
        </Menu>
      )}
    </MenuWrapper>
  );
}
