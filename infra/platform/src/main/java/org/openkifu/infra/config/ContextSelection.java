package org.openkifu.infra.config;

import java.io.IOException;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.TypeExcludeFilter;
import org.springframework.context.ApplicationContextInitializer;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.type.classreading.MetadataReader;
import org.springframework.core.type.classreading.MetadataReaderFactory;

/**
 * {@code openkifu.contexts=game,ladder,tournament} (default: all): the bounded contexts this node runs. Every class
 * of a context not listed ({@code org.openkifu.<context>.*}: its configurations, controllers and pages, processors,
 * consumers, timers) is left out of the component scan, so a context can be deployed on its own; the platform
 * ({@code org.openkifu.infra.*}) always runs. Contexts talk only through Kafka topics, so none needs another's
 * beans. Registered by {@code META-INF/spring.factories} as an initializer, before the scan.
 */
public final class ContextSelection extends TypeExcludeFilter
        implements ApplicationContextInitializer<ConfigurableApplicationContext> {

    public static final List<String> ALL = List.of("game", "ladder", "tournament");
    private static final Logger LOG = LoggerFactory.getLogger(ContextSelection.class);

    private final Set<String> excludedPrefixes;

    /** For Spring's initializer loading: the real filter is built in {@link #initialize}. */
    public ContextSelection() {
        this.excludedPrefixes = Set.of();
    }

    ContextSelection(Set<String> selected) {
        this.excludedPrefixes = ALL.stream().filter(c -> !selected.contains(c)).map(c -> "org.openkifu." + c + ".")
                .collect(Collectors.toUnmodifiableSet());
    }

    /** The contexts named by the setting; all of them when it is empty; an unknown name fails the start. */
    public static Set<String> parse(String setting) {
        if (setting == null || setting.isBlank()) {
            return new LinkedHashSet<>(ALL);
        }
        Set<String> selected = Arrays.stream(setting.split(",")).map(String::trim).filter(s -> !s.isEmpty())
                .collect(Collectors.toCollection(LinkedHashSet::new));
        for (String name : selected) {
            if (!ALL.contains(name)) {
                throw new IllegalArgumentException("openkifu.contexts: unknown context '" + name + "' (known: "
                        + String.join(",", ALL) + ")");
            }
        }
        if (selected.isEmpty()) {
            throw new IllegalArgumentException("openkifu.contexts names no context");
        }
        return selected;
    }

    @Override
    public void initialize(ConfigurableApplicationContext context) {
        Set<String> selected = parse(context.getEnvironment().getProperty("openkifu.contexts", ""));
        if (selected.size() < ALL.size()) {
            LOG.info("This node runs the contexts {} only (openkifu.contexts)", selected);
        }
        context.getBeanFactory().registerSingleton("openKifuContextSelection", new ContextSelection(selected));
    }

    /** True for a class of a context this node does not run. */
    public boolean excludes(String className) {
        return excludedPrefixes.stream().anyMatch(className::startsWith);
    }

    @Override
    public boolean match(MetadataReader reader, MetadataReaderFactory factory) throws IOException {
        return excludes(reader.getClassMetadata().getClassName());
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ContextSelection s && s.excludedPrefixes.equals(excludedPrefixes);
    }

    @Override
    public int hashCode() {
        return excludedPrefixes.hashCode();
    }
}
