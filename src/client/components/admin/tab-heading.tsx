import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode, Ref } from 'react';

interface TabHeadingProps {
  /** The heading's id, which names the tab's section. */
  id: string;
  title: ReactNode;
  /** A tab's own heading is an h2; a list within a tab has an h3, and a little less room. */
  level?: 2 | 3;
  /** The heading takes the focus (tabIndex -1) when what had it is gone, a deleted row say. */
  ref?: Ref<HTMLHeadingElement>;
  /** The buttons: beside the title, or below it when they do not fit. */
  actions?: ReactNode;
}

/** A heading with its buttons on the right, which go below it when they do not fit. */
export const headingRowSx = (gap: number, mb = 0): SxProps<Theme> => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap,
  mb,
});

/** The first row of a dashboard tab (or of a list in it): its heading on the left, its buttons on the right. */
export function TabHeading({ id, title, level = 2, ref, actions }: TabHeadingProps) {
  const spacing = level === 2 ? 2 : 1.5;
  return (
    <Box sx={headingRowSx(spacing, spacing)}>
      <Typography id={id} ref={ref} tabIndex={-1} variant={level === 2 ? 'h2' : 'h3'}>
        {title}
      </Typography>
      {actions}
    </Box>
  );
}

interface TabSectionProps extends Pick<TabHeadingProps, 'title' | 'actions'> {
  /** Names the heading's id: `{name}-tab-heading`. */
  name: string;
  /** The heading, to give it the focus (`TabHeading`'s ref). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** A dashboard tab: a section named by its heading row (`TabHeading`), then what it shows. */
export function TabSection({ name, title, headingRef, actions, children }: TabSectionProps) {
  const id = `${name}-tab-heading`;
  return (
    <Box component="section" aria-labelledby={id}>
      <TabHeading id={id} title={title} ref={headingRef} actions={actions} />
      {children}
    </Box>
  );
}
