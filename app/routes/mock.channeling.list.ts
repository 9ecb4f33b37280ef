export { action, loader } from "./mock.channeling";
