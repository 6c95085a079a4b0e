import { Avatar, type AvatarProps } from '@mantine/core';
import { DEFAULT_AVATAR } from '@gestora/contract/users/default-avatar';

interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'alt' | 'name'> {
  user: { name: string; last_name: string; avatar_url: string | null };
}

export function UserAvatar({ user, ...rest }: UserAvatarProps) {
  const full = `${user.name} ${user.last_name}`.trim();
  const src = user.avatar_url && user.avatar_url !== DEFAULT_AVATAR ? user.avatar_url : null;
  // Initials of the first name and the first last name ('María José González Pérez' → 'MG').
  const initialsOf = `${user.name.split(' ')[0]} ${user.last_name.split(' ')[0]}`;
  return <Avatar src={src} alt={full} name={initialsOf} color="initials" radius="xl" {...rest} />;
}
