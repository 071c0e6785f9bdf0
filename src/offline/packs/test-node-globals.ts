/** Imported first by tests that run in Node: installs the browser storages app modules read on import. */
import { installMemoryStorages } from './test-platform';

installMemoryStorages();
