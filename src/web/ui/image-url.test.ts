import { describe, expect, it } from 'vitest';
import { defaultImageUrlTemplate, imageSize, imageUrl } from './image-url';

const template = '/api/images/{src}?w={width}&h={height}';

describe('imageSize', () => {
  it.each([
    [80, 100, 120], // ratio exactly 0.8
    [120, 100, 120], // ratio exactly 1.2
    [100, 100, 120],
    [120, 120, 120],
    [121, 121, 256],
    [200, 200, 256],
    [200, 167, 256],
    [201, 201, 500],
    [1000, 900, 500],
  ])('squares %i × %i to %i', (width, height, side) => {
    expect(imageSize(width, height)).toEqual({ width: side, height: side });
  });
  it.each([
    [79, 100], // ratio 0.79
    [121, 100], // ratio 1.21
    [300, 100],
    [100, 300],
  ])('keeps %i × %i outside the square window', (width, height) => {
    expect(imageSize(width, height)).toEqual({ width, height });
  });
  it('keeps a lone width or height as given', () => {
    expect(imageSize(100, undefined)).toEqual({ width: 100, height: undefined });
    expect(imageSize(undefined, 300)).toEqual({ width: undefined, height: 300 });
    expect(imageSize()).toEqual({ width: undefined, height: undefined });
  });
  it('ignores zero, negative and non-finite sizes and rounds fractions', () => {
    expect(imageSize(0, 100)).toEqual({ width: undefined, height: 100 });
    expect(imageSize(-5, Number.NaN)).toEqual({ width: undefined, height: undefined });
    expect(imageSize(99.6, 300)).toEqual({ width: 100, height: 300 });
  });
});

describe('imageUrl', () => {
  it('fills the template with the squared size', () => {
    expect(imageUrl('abc.jpg', { width: 100, height: 100, template })).toBe('/api/images/abc.jpg?w=120&h=120');
    expect(imageUrl('abc.jpg', { width: 180, height: 200, template })).toBe('/api/images/abc.jpg?w=256&h=256');
    expect(imageUrl('abc.jpg', { width: 640, height: 600, template })).toBe('/api/images/abc.jpg?w=500&h=500');
  });
  it('uses the given width and height outside the window', () => {
    expect(imageUrl('abc.jpg', { width: 79, height: 100, template })).toBe('/api/images/abc.jpg?w=79&h=100');
    expect(imageUrl('abc.jpg', { width: 121, height: 100, template })).toBe('/api/images/abc.jpg?w=121&h=100');
  });
  it('drops the query parameter of a missing width or height', () => {
    expect(imageUrl('abc.jpg', { width: 300, template })).toBe('/api/images/abc.jpg?w=300');
    expect(imageUrl('abc.jpg', { height: 300, template })).toBe('/api/images/abc.jpg?h=300');
    expect(imageUrl('abc.jpg', { template })).toBe('/api/images/abc.jpg');
    expect(imageUrl('abc.jpg', { template: '/img?src={src}&w={width}&fit=cover' })).toBe('/img?src=abc.jpg&fit=cover');
  });
  it('returns http and https sources as they are', () => {
    expect(imageUrl('http://cdn.example.com/a.jpg', { width: 100, height: 100, template })).toBe(
      'http://cdn.example.com/a.jpg',
    );
    expect(imageUrl('https://cdn.example.com/a b.jpg', { width: 100, template })).toBe(
      'https://cdn.example.com/a b.jpg',
    );
    expect(imageUrl('HTTPS://cdn.example.com/a.jpg', { template })).toBe('HTTPS://cdn.example.com/a.jpg');
    expect(imageUrl('blob:http://localhost/1234', { template })).toBe('blob:http://localhost/1234');
  });
  it('does not mistake a source that only starts with the letters http', () => {
    expect(imageUrl('httpdocs/a.jpg', { width: 50, height: 50, template })).toBe(
      '/api/images/httpdocs/a.jpg?w=120&h=120',
    );
  });
  it('URL-encodes the source, keeping path slashes in the path part', () => {
    expect(imageUrl('2024/06/ចិញ្ចៀន 1.jpg', { width: 100, height: 100, template })).toBe(
      '/api/images/2024/06/%E1%9E%85%E1%9E%B7%E1%9E%89%E1%9F%92%E1%9E%85%E1%9F%80%E1%9E%93%201.jpg?w=120&h=120',
    );
    expect(imageUrl('a/b?c&d.jpg', { template: '/img?src={src}' })).toBe('/img?src=a%2Fb%3Fc%26d.jpg');
    expect(imageUrl('a#b.jpg', { template: '/img/{width}x{height}/{src}', width: 50, height: 50 })).toBe(
      '/img/120x120/a%23b.jpg',
    );
  });
  it('gives nothing for no source, and uses the default template', () => {
    expect(imageUrl('', { template })).toBe('');
    expect(defaultImageUrlTemplate).toBe(template);
    expect(imageUrl('x.jpg', { width: 10, height: 10 })).toBe('/api/images/x.jpg?w=120&h=120');
  });
});
