// The studio's stylesheets: all of Mantine's, in its own layer (the libraries below build on many components
// whose CSS no import of ours would bring; staff load it once), then the extra packages' own, unlayered so they
// come after it. The public shell loads none of these (decision 180 keeps its per-component CSS).
import '@mantine/core/styles.layer.css';
import '@mantine/dates/styles.css';
import '@mantine/dropzone/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/tiptap/styles.css';
import 'mantine-datatable/styles.css';
import './studio.css';
