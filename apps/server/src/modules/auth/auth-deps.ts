import type { ModuleDeps } from '../../app-deps.js';
import type { BackgroundTasks } from '../../service-core/background-tasks.js';

export interface AuthDeps extends ModuleDeps {
  background: BackgroundTasks;
}
