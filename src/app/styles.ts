// Per-component Mantine CSS: the whole styles.css costs ~36 kB gz against ~15 kB (decision 180).
import '@mantine/core/styles/baseline.css';
// Layered, so the theme's own variables (unlayered, below) win whatever the order of the two in the document:
// the stylesheet comes after the start-up screen, at the end of <body> (build/index-html.ts).
import '@mantine/core/styles/default-css-variables.layer.css';
// The theme's variables and Mantine's responsive classes, made at build time (src/app/mantine-theme-css.ts).
import './mantine-theme.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/ThemeIcon.css';
import './global.css';
