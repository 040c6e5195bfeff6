import { Tooltip } from '@mantine/core';

/* Its own module, so the bundler puts Tooltip in the chunk Hint loads on demand. */
export default Tooltip;
