'use client';

import type { ComponentProps } from 'react';
import { AlertTopicsField, SendAlertButton } from '@/features/alerts/components/post-alert';
import { AdminBlog } from '@/features/blog/components/admin-blog';

/**
 * The blog editor with the client alerts' part (issue 35): 'Áreas do informativo', and on a
 * published post 'Enviar como informativo'. Composed here, where the app joins the two features.
 * An English post (issue 34) has its Portuguese post's areas, and is sent to English subscribers.
 */
export function AdminBlogWithAlerts(props: Omit<ComponentProps<typeof AdminBlog>, 'extraFields'>) {
  return (
    <AdminBlog
      {...props}
      extraFields={(post, locale) => {
        const item = post?.next ? { ...post, ...post.next } : post;
        return (
          <>
            {locale === 'pt-BR' && (
              <AlertTopicsField key={post?.id ?? 'new'} defaultValue={item?.alertTopics} />
            )}
            {post && post.status === 'published' && <SendAlertButton postId={post.id} />}
          </>
        );
      }}
    />
  );
}
