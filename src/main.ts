import { startApp } from './app/start-app';

startApp(document.getElementById('root')!);
