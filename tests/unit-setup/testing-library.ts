import { configure } from '@testing-library/dom';

/**
 * How long Testing Library's `findBy…` and `waitFor` wait before failing. Its default, one second, is less than a
 * Formily dialog takes to appear the first time in a file when vitest runs files on both cores beside other work;
 * the wait ends as soon as the element is there, so only a real failure waits the whole five seconds.
 */
configure({ asyncUtilTimeout: 5000 });
