/** The session's roles as the domain's Role type; unknown texts are dropped (they grant nothing anyway). */
import { isRole, type Role } from '../../../domain/access/roles';

export const knownRoles = (roles: readonly string[]): Role[] => roles.filter(isRole);
