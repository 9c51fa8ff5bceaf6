import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { alpha } from '@mui/material/styles';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface ToolbarAction {
  key: string;
  /** The button's name, also shown as its tooltip. */
  label: string;
  icon: ReactNode;
  /** Whether the format is on where the cursor is; undefined for a button that is no toggle. */
  pressed?: boolean;
  run: () => void;
  /** Starts a group: a little space before it. */
  groupStart?: boolean;
}

interface EditorToolbarProps {
  label: string;
  /** The id of the editor the toolbar works on. */
  controls: string;
  actions: ToolbarAction[];
}

/** Arrow keys, Home and End: where focus goes from button `index` of `count`. */
function nextIndex(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * A toolbar of buttons (toggles carry aria-pressed): one stop for Tab, the arrow keys, Home
 * and End move between its buttons, as in any toolbar.
 */
export function EditorToolbar({ label, controls, actions }: EditorToolbarProps) {
  const [focused, setFocused] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextIndex(event.key, focused, actions.length);
    if (next === null) return;
    event.preventDefault();
    setFocused(next);
    buttons.current[next]?.focus();
  };

  return (
    <Box
      role="toolbar"
      aria-label={label}
      aria-controls={controls}
      onKeyDown={onKeyDown}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        // Buttons keep the site's 44 px touch size: on phones the toolbar takes two rows.
        gap: 0.25,
        p: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'grey.50',
      }}
    >
      {actions.map((action, index) => (
        <Tooltip key={action.key} title={action.label}>
          <IconButton
            ref={(button) => {
              buttons.current[index] = button;
            }}
            aria-label={action.label}
            aria-pressed={action.pressed}
            tabIndex={index === focused ? 0 : -1}
            onFocus={() => setFocused(index)}
            // Keeps the editor's selection: a click formats the text that is selected.
            onMouseDown={(event) => event.preventDefault()}
            onClick={action.run}
            sx={{
              borderRadius: 1,
              ml: action.groupStart && index > 0 ? { xs: 0, sm: 1 } : 0,
              color: action.pressed ? 'primary.main' : 'text.primary',
              bgcolor: (theme) =>
                action.pressed ? alpha(theme.palette.primary.main, 0.14) : 'transparent',
              '&:hover': (theme) => ({
                bgcolor: action.pressed
                  ? alpha(theme.palette.primary.main, 0.22)
                  : theme.palette.action.hover,
              }),
              fontWeight: 700,
              fontSize: '0.875rem',
            }}
          >
            {action.icon}
          </IconButton>
        </Tooltip>
      ))}
    </Box>
  );
}
