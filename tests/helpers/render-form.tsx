/**
 * Renders a form inside the app's Mantine theme, English texts and the toast host, as the real
 * layout does (the same wrapper as renderWithMantine: one setup for every component test).
 */
export { renderWithMantine as renderForm } from './render';
