import classes from './icon-button.module.css';

/**
 * The class names that make an UnstyledButton (or a Link through its `component`) look as Mantine's subtle, large
 * ActionIcon: for the shell's header icons, where ActionIcon's own code would cost more than it draws
 * (src/components/icon-button.module.css). `mantine-active` is Mantine's pressed nudge.
 */
export const subtleIconButton = `${classes.subtle} mantine-active`;
