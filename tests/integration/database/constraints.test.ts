import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  administrators,
  backgroundImages,
  blogPosts,
  clientLogos,
  logos,
  mostRequestedServices,
  news,
  testimonials,
  tips,
  users,
} from '@/db/schema';
import { getDb } from '@/lib/server/db/client';

const testimonial = { name: 'Ana', company: 'ACME', comment: 'Ótimo atendimento.' };

/** Postgres' error for a rejected row (drizzle wraps it in `cause`). */
async function rejection(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
  throw new Error('the row was accepted');
}

describe('database constraints', () => {
  it('testimonials: rating defaults to 5, display_order to 0, active to true', async () => {
    const [row] = await getDb().insert(testimonials).values(testimonial).returning();
    expect(row).toMatchObject({ rating: 5, displayOrder: 0, active: true });
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it('testimonials: rating must stay between 1 and 5', async () => {
    const db = getDb();
    expect(await rejection(db.insert(testimonials).values({ ...testimonial, rating: 0.5 }))).toMatch(
      /testimonials_rating_check/,
    );
    expect(await rejection(db.insert(testimonials).values({ ...testimonial, rating: 5.5 }))).toMatch(
      /testimonials_rating_check/,
    );
    await expect(db.insert(testimonials).values({ ...testimonial, rating: 4.5 })).resolves.toBeDefined();
  });

  it('testimonials: display_order cannot be negative', async () => {
    expect(
      await rejection(
        getDb()
          .insert(testimonials)
          .values({ ...testimonial, displayOrder: -1 }),
      ),
    ).toMatch(/testimonials_display_order_check/);
  });

  it('most_requested_services: monthly_count cannot be negative; service_date defaults to today', async () => {
    const db = getDb();
    const service = { title: 'T', theme: 'Tributário', subject: 'ICMS', description: 'D' };
    expect(
      await rejection(db.insert(mostRequestedServices).values({ ...service, monthlyCount: -1 })),
    ).toMatch(/monthly_count_check/);
    const [row] = await db.insert(mostRequestedServices).values(service).returning();
    const [{ today }] = (await db.execute<{ today: string }>(sql`select current_date::text as today`))
      .rows as [{ today: string }];
    expect(row).toMatchObject({ monthlyCount: 0, serviceDate: today });
  });

  it('administrators: user_type must be super_admin, admin or user', async () => {
    const db = getDb();
    await db.insert(users).values({ id: 'u1', name: 'u1', email: 'u1@example.com' });
    expect(
      await rejection(
        db.execute(
          sql`insert into administrators (id, email, user_type) values ('u1', 'u1@example.com', 'root')`,
        ),
      ),
    ).toMatch(/administrators_user_type_check/);
    await db.insert(administrators).values({ id: 'u1', email: 'u1@example.com', userType: 'admin' });
    // Deleting the auth user removes the role with it.
    await db.delete(users).where(eq(users.id, 'u1'));
    expect(await db.select().from(administrators)).toEqual([]);
  });

  it('logos: at most one is active', async () => {
    const db = getDb();
    await db.insert(logos).values({ url: '/media/photos/logos/a.png' });
    expect(await rejection(db.insert(logos).values({ url: '/media/photos/logos/b.png' }))).toMatch(
      /logos_single_active_idx/,
    );
    await expect(
      db.insert(logos).values({ url: '/media/photos/logos/c.png', active: false }),
    ).resolves.toBeDefined();
  });

  it('new images, logos, blog posts and tips are created active', async () => {
    const db = getDb();
    const [background] = await db
      .insert(backgroundImages)
      .values({ url: '/media/backgrounds/x.png' })
      .returning();
    const [clientLogo] = await db
      .insert(clientLogos)
      .values({ clientName: 'ACME', url: '/x.png' })
      .returning();
    const [post] = await db
      .insert(blogPosts)
      .values({ title: 'T', summary: 'S', content: { type: 'doc', content: [] }, author: 'A' })
      .returning();
    const [tip] = await db.insert(tips).values({ title: 'T', content: 'C' }).returning();
    expect([background?.active, clientLogo?.active, post?.active, tip?.active]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(post?.tags).toEqual([]);
    expect(post?.publishedAt).toBeInstanceOf(Date);
  });

  it('news: date is set at creation', async () => {
    const before = Date.now();
    const [row] = await getDb()
      .insert(news)
      .values({ title: 'T', subtitle: 'S', content: 'C', externalLink: 'https://example.com' })
      .returning();
    expect(row?.date.getTime()).toBeGreaterThanOrEqual(before - 5_000);
  });
});
